// Texts of the exported files and the e-mailed report (the screen's texts live in mf-history).
import type {
  OperationDescriptionLabels,
  OperationStatus,
  OperationType,
} from '@parking/shared/contracts';

export type Lng = 'ru' | 'en';

export interface FileLabels {
  title: string;
  period: string;
  allTime: string;
  generated: string;
  empty: string;
  columns: {
    date: string;
    operation: string;
    amount: string;
    status: string;
    zone: string;
    vehicle: string;
    orderNumber: string;
    description: string;
  };
  types: Record<OperationType, string>;
  statuses: Record<OperationStatus, string>;
  /** The description column's parts, as the screen's (mf-history table.*) read. */
  description: OperationDescriptionLabels;
}

export const LABELS: Record<Lng, FileLabels> = {
  ru: {
    title: 'История операций',
    period: 'Период',
    allTime: 'за всё время',
    generated: 'Сформировано',
    empty: 'Операций за период нет',
    columns: {
      date: 'Дата',
      operation: 'Операция',
      amount: 'Сумма, ₽',
      status: 'Статус',
      zone: 'Зона',
      vehicle: 'ТС',
      orderNumber: 'Номер заказа',
      description: 'Описание',
    },
    types: {
      payment: 'Оплата парковки',
      refill: 'Пополнение',
      renew: 'Продление',
      cancel: 'Отмена',
      paymentSubscription: 'Абонемент',
      paymentGate: 'Оплата шлагбаума',
      bonus20: 'Бонус 20%',
    },
    statuses: { done: 'Выполнено', cancel: 'Отменено', error: 'Ошибка', waiting: 'Ожидание' },
    description: {
      zone: (zone) => `зона ${zone}`,
      parking: (parking) => `парковка ${parking}`,
      order: (number) => `Заказ ${number}`,
      refundOf: (number) => `Возврат за абонемент ${number}`,
    },
  },
  en: {
    title: 'Operations history',
    period: 'Period',
    allTime: 'all time',
    generated: 'Generated',
    empty: 'No operations in the period',
    columns: {
      date: 'Date',
      operation: 'Operation',
      amount: 'Amount, RUB',
      status: 'Status',
      zone: 'Zone',
      vehicle: 'Vehicle',
      orderNumber: 'Order number',
      description: 'Description',
    },
    types: {
      payment: 'Parking payment',
      refill: 'Top-up',
      renew: 'Extension',
      cancel: 'Cancellation',
      paymentSubscription: 'Subscription',
      paymentGate: 'Barrier payment',
      bonus20: 'Bonus 20%',
    },
    statuses: { done: 'Done', cancel: 'Cancelled', error: 'Error', waiting: 'Waiting' },
    description: {
      zone: (zone) => `zone ${zone}`,
      parking: (parking) => `parking ${parking}`,
      order: (number) => `Order ${number}`,
      refundOf: (number) => `Refund of subscription ${number}`,
    },
  },
};
