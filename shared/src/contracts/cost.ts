// What the cost call answers (spec parking-and-money section 5, 'Cost data'): built by
// server/src/modules/cost/service.ts, read by mf-payments. Money in roubles.

/** One priced piece of the stay (split at interval, midnight and day-kind boundaries). */
export interface CostInterval {
  from: string;
  to: string;
  minutes: number;
  dayKind: string;
  pricePerHour: number;
  cost: number;
}

export interface CostResult {
  price: number;
  sumSale: number;
  totalcost: number;
  totaldiscount: number;
  benefit: number;
  benefitsName: string;
  balance: number;
  moneyEnough: boolean;
  priceRest: number;
  refill: number;
  intervals: CostInterval[];
  costData: {
    zone: string | null;
    zoneName: string | null;
    parkingCode: string | null;
    vehicle: string;
    start: string;
    end: string;
    duration: number;
  };
}
