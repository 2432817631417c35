// The price of a subscription a receipt is ordered for. The subscriptions module owns the
// catalogue; until it plugs its own lookup in (ReceiptsModule.subscriptionPrices), the demo
// prices of the spec's permit types answer. Roubles; null: no such subscription.
export interface SubscriptionPrices {
  priceOf(city: string, codeSubscription: string): Promise<{ price: number; title: string } | null>;
}

const DEMO: Record<string, { price: number; title: string }> = {
  prev_day: { price: 150, title: 'Абонемент за прошедший день' },
  day: { price: 300, title: 'Абонемент на сутки' },
  week: { price: 1500, title: 'Абонемент на неделю' },
  mounth: { price: 5000, title: 'Абонемент на месяц' },
  quarter: { price: 13500, title: 'Абонемент на квартал' },
  year: { price: 48000, title: 'Абонемент на год' },
};

export const demoSubscriptionPrices: SubscriptionPrices = {
  async priceOf(_city, code) {
    return DEMO[code.toLowerCase()] ?? null;
  },
};
