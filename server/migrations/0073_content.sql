-- Content (issue 8): news, content pages and SMS commands per city, in Russian and English (the
-- English text may be missing: the Russian one is answered then). Page HTML is stored as the
-- operator wrote it and sanitised on every read, so an SQL edit cannot slip a script through.
CREATE TABLE news (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city          text NOT NULL REFERENCES cities (code),
  slug          text NOT NULL,
  title_ru      text NOT NULL,
  title_en      text,
  preview_ru    text NOT NULL DEFAULT '',
  preview_en    text,
  html_ru       text NOT NULL DEFAULT '',
  html_en       text,
  image_url     text,
  published_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (city, slug)
);
CREATE INDEX news_city_published_idx ON news (city, published_at DESC, id DESC);

CREATE TABLE content_pages (
  city        text NOT NULL REFERENCES cities (code),
  -- without the '/pages/' prefix and slashes around: 'personal-data-rules'
  path        text NOT NULL CHECK (path ~ '^[a-z0-9][a-z0-9/_-]*$'),
  title_ru    text NOT NULL,
  title_en    text,
  html_ru     text NOT NULL,
  html_en     text,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (city, path)
);

CREATE TABLE sms_commands (
  city                      text NOT NULL REFERENCES cities (code),
  name                      text NOT NULL,
  sort_order                integer NOT NULL DEFAULT 0,
  title_ru                  text NOT NULL,
  title_en                  text,
  hint_ru                   text NOT NULL,
  hint_en                   text,
  example                   text NOT NULL,
  transcription_ru          text NOT NULL,
  transcription_en          text,
  PRIMARY KEY (city, name)
);
