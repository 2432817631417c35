import { registerNamespace } from '@parking/shared/i18n';
import en from './en.json';
import ru from './ru.json';

/** This remote's i18next namespace. */
export const NS = 'coop';

// Registered on import: every exposed module imports this file, so the texts exist when the
// remote is composed into the shell (registerNamespace waits for the shell's initI18n).
export const i18nReady: Promise<void> = registerNamespace(NS, { ru, en });
