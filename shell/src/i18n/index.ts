import { registerNamespace } from '@parking/shared/i18n';
import en from './en.json';
import ru from './ru.json';

export const NS = 'shell';

/** Resolves once the shell's texts are in the i18next instance (after initI18n). */
export const shellI18nReady: Promise<void> = registerNamespace(NS, { ru, en });
