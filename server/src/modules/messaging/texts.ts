// Every SMS and e-mail text the portal sends to a person, in Russian (the default) and English: the
// request's language (request.lang) picks one. Codes, passwords and links go in exactly as given.
import type { Lang } from '../../plugins/lang';
import type { CodePurpose } from '../auth/tables';

export interface MailText {
  subject: string;
  text: string;
}

const CODE_SMS: Record<Lang, Record<CodePurpose, string>> = {
  ru: {
    registration: 'Код для регистрации в «Городских парковках»',
    'registration-email': 'Код для подтверждения e-mail в «Городских парковках»',
    restore: 'Код для восстановления пароля в «Городских парковках»',
    'change-phone': 'Код для смены телефона в «Городских парковках»',
    'change-email': 'Код для смены e-mail в «Городских парковках»',
    'add-phone': 'Код для подтверждения телефона в «Городских парковках»',
    'confirm-email': 'Код для подтверждения e-mail в «Городских парковках»',
  },
  en: {
    registration: 'City Parking: your registration code',
    'registration-email': 'City Parking: your e-mail confirmation code',
    restore: 'City Parking: your password reset code',
    'change-phone': 'City Parking: your phone change code',
    'change-email': 'City Parking: your e-mail change code',
    'add-phone': 'City Parking: your phone confirmation code',
    'confirm-email': 'City Parking: your e-mail confirmation code',
  },
};

const CODE_SUBJECTS: Record<Lang, Record<CodePurpose, string>> = {
  ru: {
    registration: 'Код для регистрации',
    'registration-email': 'Подтвердите e-mail',
    restore: 'Восстановление пароля',
    'change-phone': 'Код для смены телефона',
    'change-email': 'Подтвердите новый e-mail',
    'add-phone': 'Код для подтверждения телефона',
    'confirm-email': 'Подтвердите e-mail',
  },
  en: {
    registration: 'Registration code',
    'registration-email': 'Confirm your e-mail',
    restore: 'Password restore',
    'change-phone': 'Phone change code',
    'change-email': 'Confirm your new e-mail',
    'add-phone': 'Phone confirmation code',
    'confirm-email': 'Confirm your e-mail',
  },
};

/** A 4-digit code by SMS. */
export function codeSms(lang: Lang, purpose: CodePurpose, code: string): string {
  return lang === 'en'
    ? `${CODE_SMS.en[purpose]} ${code}. Valid for 10 minutes. Do not share it with anyone.`
    : `${CODE_SMS.ru[purpose]}: ${code}. Действует 10 минут. Никому его не сообщайте.`;
}

/** A 4-digit code by e-mail, with the link that confirms it in one click. */
export function codeEmail(lang: Lang, purpose: CodePurpose, code: string, url: string): MailText {
  return {
    subject: CODE_SUBJECTS[lang][purpose],
    text:
      lang === 'en'
        ? `Your confirmation code: ${code}\nOr open ${url}\n` +
          'It is valid for 10 minutes. If you did not ask for it, ignore this message.'
        : `Ваш код подтверждения: ${code}\nИли перейдите по ссылке: ${url}\n` +
          'Код действует 10 минут. Если вы его не запрашивали, просто проигнорируйте это письмо.',
  };
}

/** The restore link (a long token in the address) by e-mail. */
export function restoreLinkEmail(lang: Lang, url: string): MailText {
  return {
    subject: CODE_SUBJECTS[lang].restore,
    text:
      lang === 'en'
        ? `To set a new password open ${url}\n` +
          'The link works for 60 minutes, once. If you did not ask for it, ignore this message.'
        : `Чтобы задать новый пароль, перейдите по ссылке: ${url}\n` +
          'Ссылка действует 60 минут и только один раз. Если вы не запрашивали восстановление ' +
          'пароля, просто проигнорируйте это письмо.',
  };
}

/** "24 часа", "5 часов": after "в течение" Russian wants the genitive. */
function ruHoursGenitive(hours: number): string {
  return `${hours} ${hours % 10 === 1 && hours % 100 !== 11 ? 'часа' : 'часов'}`;
}

/** The easy restore's generated password by e-mail. */
export function newPasswordEmail(lang: Lang, password: string, hours: number): MailText {
  return lang === 'en'
    ? {
        subject: 'Your new password',
        text:
          `Your new password: ${password}\nIt works for ${hours} hours. Your current password keeps working until you log in with the new one; ` +
          'then the new one replaces it and other sessions end. Change it in the profile after logging in. If you did not ask for it, ignore this message.',
      }
    : {
        subject: 'Ваш новый пароль',
        text:
          `Ваш новый пароль: ${password}\nВойти с ним можно в течение ${ruHoursGenitive(hours)}. Пока вы не войдёте с новым паролем, ` +
          'действует текущий; после входа новый пароль заменит его, а остальные сеансы завершатся. ' +
          'Сменить пароль можно в профиле. Если вы не запрашивали новый пароль, просто проигнорируйте это письмо.',
      };
}

/** The easy restore's generated password by SMS. */
export function newPasswordSms(lang: Lang, password: string, hours: number): string {
  return lang === 'en'
    ? `City Parking: your new password ${password} (${hours} h; the old one works until you use it)`
    : `«Городские парковки»: ваш новый пароль ${password} (действует ${hours} ч; старый работает, пока вы не войдёте с новым)`;
}

/** A receipt (payer type 1) or an invoice (2) sent with its PDF. */
export function receiptEmail(
  lang: Lang,
  receipt: { invoice: boolean; number: string; payer: string; purpose: string; uin: string },
): MailText {
  const { invoice, number, payer, purpose, uin } = receipt;
  const hello = (word: string) => (payer ? `${word}, ${payer}!` : `${word}!`);
  return lang === 'en'
    ? {
        subject: `${invoice ? 'Invoice' : 'Receipt'} No. ${number}`,
        text: `${hello('Hello')}\n\nPlease find attached ${invoice ? 'invoice' : 'receipt'} No. ${number}: ${purpose}.\nUIN ${uin}.`,
      }
    : {
        subject: `${invoice ? 'Счёт' : 'Квитанция'} № ${number}`,
        text: `${hello('Здравствуйте')}\n\nВо вложении ${invoice ? 'счёт' : 'квитанция'} № ${number}: ${purpose}.\nУИН ${uin}.`,
      };
}
