-- Fines (issue 8). The register of fines as the provider sends them, keyed by the payment UIN.
-- Not owned by an account: a driver sees the fines whose plate (grz) matches one of their vehicles
-- or whose registration certificate (sts) matches one of their vehicles or STS documents.
-- Money in kopecks. The photo of the offence is a PNG kept beside the row.
CREATE TABLE fines (
  uin                text PRIMARY KEY CHECK (uin ~ '^[0-9]{20,25}$'),
  city               text NOT NULL REFERENCES cities (code),
  article            text NOT NULL,
  place              text NOT NULL,
  offense_date       timestamptz NOT NULL,
  ruling_date        timestamptz,
  -- date the fine was issued (the bill date)
  issued_at          timestamptz NOT NULL,
  order_number       text NOT NULL,
  fine_status        text NOT NULL CHECK (fine_status IN ('paid', 'partlyPaid', 'unpaid', 'suspended', 'sent', 'delivered', 'cancelled', 'signed', 'returned', 'sentToBailiffs')),
  total_sum_kopecks  bigint NOT NULL CHECK (total_sum_kopecks > 0),
  paid_sum_kopecks   bigint NOT NULL DEFAULT 0 CHECK (paid_sum_kopecks >= 0),
  -- normalised like vehicles: Cyrillic, upper case, no spaces, region included ('А123ВС92')
  grz                text,
  sts                text,
  -- the unpaid parking interval the fine is for
  period_start       timestamptz,
  period_end         timestamptz,
  type               text NOT NULL,
  provider           text NOT NULL,
  image_png          bytea,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (grz IS NOT NULL OR sts IS NOT NULL)
);
CREATE INDEX fines_city_grz_idx ON fines (city, grz);
CREATE INDEX fines_city_sts_idx ON fines (city, sts);
