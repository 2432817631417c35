import type { CitySettings } from '@parking/shared/contracts';

export interface ProfileMenuItem {
  path: string;
  labelKey: string;
}

/** The profile menu in the spec's order; optional tabs follow the city settings. */
export function profileMenu(settings: CitySettings | undefined): ProfileMenuItem[] {
  const items: ProfileMenuItem[] = [
    {
      path: 'parking',
      labelKey: settings?.dontUseBalance ? 'menu.parkingSessions' : 'menu.parking',
    },
    { path: 'operations', labelKey: 'menu.operations' },
    { path: 'abonements', labelKey: 'menu.abonements' },
    { path: 'my-profile', labelKey: 'menu.myProfile' },
  ];
  if (settings?.useReceipts) items.push({ path: 'receipts', labelKey: 'menu.receipts' });
  if (settings?.viewPenalty) items.push({ path: 'penalty', labelKey: 'menu.penalty' });
  if (settings?.useFeedback) items.push({ path: 'feedback', labelKey: 'menu.feedback' });
  if (settings?.useSubscriptionConstructor)
    items.push({ path: 'constructor', labelKey: 'menu.constructor' });
  return items;
}
