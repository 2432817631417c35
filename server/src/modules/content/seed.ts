// Demo content (APP_MODE=demo): news, content pages (including the personal-data rules) and SMS
// commands to the short number 7878 for both cities, in Russian and English. Added where missing,
// so an operator's edit is never overwritten.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  withContentTables,
  type ContentPagesTable,
  type NewsTable,
  type SmsCommandsTable,
} from './tables';

const CITIES = [
  {
    city: 'sevastopol',
    name: 'Севастополь',
    nameEn: 'Sevastopol',
    prefix: 'р92',
    zone: '101',
    plate: 'А123ВС92',
  },
  {
    city: 'rostov',
    name: 'Ростов-на-Дону',
    nameEn: 'Rostov-on-Don',
    prefix: 'р61',
    zone: '6101',
    plate: 'А123ВС61',
  },
] as const;

type City = (typeof CITIES)[number];

function news(c: City): Insertable<NewsTable>[] {
  return [
    {
      city: c.city,
      slug: 'holidays-free-parking',
      title_ru: 'Бесплатная парковка в майские праздники',
      title_en: 'Free parking on the May holidays',
      preview_ru: 'С 1 по 8 мая парковка на всех городских парковках бесплатная.',
      preview_en: 'From 1 to 8 May parking is free in every city car park.',
      html_ru:
        '<p>С <strong>1 по 8 мая</strong> оплата за размещение транспортных средств на городских парковках не взимается.</p><p>С 9 мая парковки работают в обычном режиме.</p>',
      html_en:
        '<p>From <strong>1 to 8 May</strong> no fee is charged in the city car parks.</p><p>From 9 May the usual rules apply.</p>',
      published_at: new Date('2025-04-25T09:00:00Z'),
    },
    {
      city: c.city,
      slug: 'new-zones',
      title_ru: 'Новые зоны платной парковки',
      title_en: 'New paid parking zones',
      preview_ru: `В центре города (${c.name}) открыты новые зоны платной парковки.`,
      preview_en: `New paid parking zones open in the centre of ${c.nameEn}.`,
      html_ru: `<p>С 1 июня открыта зона <strong>${c.zone}</strong>. Тарифы — на <a href="/">карте парковок</a>.</p><ul><li>первые 15 минут бесплатно;</li><li>оплата поминутно после первого часа.</li></ul>`,
      html_en: `<p>Zone <strong>${c.zone}</strong> opens on 1 June. See the prices on the <a href="/">parking map</a>.</p><ul><li>the first 15 minutes are free;</li><li>per-minute charging after the first hour.</li></ul>`,
      published_at: new Date('2025-05-20T07:00:00Z'),
    },
    {
      city: c.city,
      slug: 'receipts',
      title_ru: 'Пополнение баланса по квитанции',
      title_en: 'Top up by a bank receipt',
      preview_ru:
        'Баланс можно пополнить по квитанции в любом банке — с QR-кодом для мобильного приложения.',
      preview_en:
        'Top up your balance with a receipt in any bank, with a QR code for your banking app.',
      html_ru:
        '<p>Выберите способ оплаты «Квитанция», укажите плательщика и скачайте PDF. Отсканируйте QR-код в приложении банка.</p>',
      html_en:
        '<p>Choose the “Receipt” payment method, enter the payer and download the PDF. Scan the QR code in your banking app.</p>',
      published_at: new Date('2025-06-02T08:30:00Z'),
    },
  ];
}

const PERSONAL_DATA_RU = `<h2>Правила обработки персональных данных</h2>
<p>Оператор обрабатывает персональные данные пользователей портала городских парковок в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».</p>
<h3>Какие данные обрабатываются</h3><ul><li>фамилия, имя, отчество;</li><li>номер телефона и адрес электронной почты;</li><li>государственные регистрационные знаки и данные СТС транспортных средств;</li><li>сведения об оплатах парковки.</li></ul>
<h3>Цели обработки</h3><p>Оплата парковки, учёт парковочных сессий, направление квитанций, ответы на обращения.</p>
<h3>Права пользователя</h3><p>Пользователь вправе запросить сведения о своих данных, их уточнение или удаление, написав в службу поддержки.</p>`;
const PERSONAL_DATA_EN = `<h2>Personal data rules</h2>
<p>The operator processes the personal data of the city parking portal's users under Federal Law No. 152-FZ “On Personal Data”.</p>
<h3>What is processed</h3><ul><li>full name;</li><li>phone number and e-mail address;</li><li>vehicle plates and registration certificates;</li><li>parking payments.</li></ul>
<h3>Purposes</h3><p>Parking payment, session records, sending receipts, answering appeals.</p>
<h3>Your rights</h3><p>You may ask support what data is held about you, and have it corrected or deleted.</p>`;

function pages(c: City): Insertable<ContentPagesTable>[] {
  return [
    {
      city: c.city,
      path: 'personal-data-rules',
      title_ru: 'Правила обработки персональных данных',
      title_en: 'Personal data rules',
      html_ru: PERSONAL_DATA_RU,
      html_en: PERSONAL_DATA_EN,
    },
    // the footer and settings.privateDataPage link here
    {
      city: c.city,
      path: 'personal-data',
      title_ru: 'Обработка персональных данных',
      title_en: 'Personal data processing',
      html_ru: PERSONAL_DATA_RU,
      html_en: PERSONAL_DATA_EN,
    },
    {
      city: c.city,
      path: 'about',
      title_ru: 'О городских парковках',
      title_en: 'About city parking',
      html_ru: `<p>Городские парковки (${c.name}): оплата на сайте, в мобильном приложении, по SMS на номер 7878 и в паркоматах.</p>`,
      html_en: `<p>City parking in ${c.nameEn}: pay on the site, in the app, by SMS to 7878 or at a parking meter.</p>`,
    },
    {
      city: c.city,
      path: 'rules',
      title_ru: 'Правила пользования',
      title_en: 'Terms of use',
      html_ru:
        '<ol><li>Оплатите парковку в течение 15 минут после въезда.</li><li>Проверяйте номер автомобиля перед оплатой.</li><li>Постоплата возможна до 23:59 текущего дня.</li></ol>',
      html_en:
        '<ol><li>Pay within 15 minutes of arriving.</li><li>Check the plate before paying.</li><li>Pay-later is possible until 23:59 of the same day.</li></ol>',
    },
  ];
}

function smsCommands(c: City): Insertable<SmsCommandsTable>[] {
  return [
    {
      city: c.city,
      name: 'pay',
      sort_order: 1,
      title_ru: 'Оплата парковки',
      title_en: 'Pay for parking',
      hint_ru: 'Номер зоны, номер автомобиля и время в часах через звёздочку; SMS на 7878.',
      hint_en: 'Zone number, plate and hours separated by asterisks; SMS to 7878.',
      example: `${c.zone}*${c.plate}*2`,
      transcription_ru: 'Зона*Госномер*Часы',
      transcription_en: 'Zone*Plate*Hours',
    },
    {
      city: c.city,
      name: 'extend',
      sort_order: 2,
      title_ru: 'Продление парковки',
      title_en: 'Extend parking',
      hint_ru: 'Буква «П», номер автомобиля и сколько часов добавить.',
      hint_en: 'The letter “П”, the plate and the hours to add.',
      example: `П*${c.plate}*1`,
      transcription_ru: 'П*Госномер*Часы',
      transcription_en: 'П*Plate*Hours',
    },
    {
      city: c.city,
      name: 'cancel',
      sort_order: 3,
      title_ru: 'Досрочное завершение',
      title_en: 'End parking early',
      hint_ru: 'Буква «С» и номер автомобиля; неиспользованное время вернётся на баланс.',
      hint_en: 'The letter “С” and the plate; unused time goes back to the balance.',
      example: `С*${c.plate}`,
      transcription_ru: 'С*Госномер',
      transcription_en: 'С*Plate',
    },
    {
      city: c.city,
      name: 'refill',
      sort_order: 4,
      title_ru: 'Пополнение баланса',
      title_en: 'Top up the balance',
      hint_ru: `Префикс города ${c.prefix}, слово «баланс» и сумма в рублях; спишется со счёта телефона.`,
      hint_en: `The city prefix ${c.prefix}, the word “баланс” and the amount in roubles; paid from the phone account.`,
      example: `${c.prefix} баланс 500`,
      transcription_ru: `${c.prefix} баланс Сумма`,
      transcription_en: `${c.prefix} баланс Amount`,
    },
  ];
}

/** Returns how many rows it added. */
export async function seedDemoContent(database: Kysely<DB>): Promise<number> {
  const db = withContentTables(database);
  let added = 0;
  const count = (result: { numInsertedOrUpdatedRows?: bigint }) =>
    Number(result.numInsertedOrUpdatedRows ?? 0);
  for (const c of CITIES) {
    if (
      !(await db.selectFrom('cities').select('code').where('code', '=', c.city).executeTakeFirst())
    )
      continue;
    for (const row of news(c))
      added += count(
        await db
          .insertInto('news')
          .values(row)
          .onConflict((oc) => oc.columns(['city', 'slug']).doNothing())
          .executeTakeFirst(),
      );
    for (const row of pages(c))
      added += count(
        await db
          .insertInto('content_pages')
          .values(row)
          .onConflict((oc) => oc.columns(['city', 'path']).doNothing())
          .executeTakeFirst(),
      );
    for (const row of smsCommands(c))
      added += count(
        await db
          .insertInto('sms_commands')
          .values(row)
          .onConflict((oc) => oc.columns(['city', 'name']).doNothing())
          .executeTakeFirst(),
      );
  }
  return added;
}
