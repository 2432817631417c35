// Feedback calls of spec section 7: the token travels in the Authorization header.
import { apiCall, isOk, type ApiResponse } from '@parking/shared/api';
import { currentLanguage } from '@parking/shared/i18n';

const AUTH = { userType: 'private', token: 'header' } as const;
const BASE = '/appealProcessing';

export type AppealStatus = 'registered' | 'in_work' | 'needs_clarification' | 'completed' | string;

export interface AppealMessage {
  id: string;
  date: string;
  text: string;
  /** true: the driver's own message. */
  out: boolean;
}

export interface Appeal {
  id: string;
  subject: string;
  subjectLabel: string;
  status: AppealStatus;
  lastMessage: AppealMessage | null;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

function parseMessage(raw: unknown): AppealMessage | null {
  if (!isRecord(raw)) return null;
  return { id: text(raw.id), date: text(raw.date), text: text(raw.text), out: raw.out === true };
}

export interface AppealInput {
  idSubject: string;
  message: string;
  phone: string;
  email: string;
}

export async function registerAppeal(
  input: AppealInput,
): Promise<ApiResponse<{ userMessage: string }>> {
  const response = await apiCall<unknown>(`${BASE}/appealRegistration/v1`, {
    ...AUTH,
    method: 'POST',
    json: true,
    body: {
      appeal: {
        idSubject: input.idSubject || null,
        message: input.message.trim(),
        phone: input.phone.trim() || null,
        email: input.email.trim(),
      },
      // the server writes the user message in the interface language
      lang: currentLanguage(),
    },
  });
  if (!isOk(response)) return response;
  const result = isRecord(response.result) ? response.result : {};
  return {
    ...response,
    result: { userMessage: text(response.userMessage) || text(result.userMessage) },
  };
}

export async function getAppeals(): Promise<ApiResponse<Appeal[]>> {
  const response = await apiCall<unknown>(`${BASE}/getAppeals/v1`, AUTH);
  if (!isOk(response)) return response;
  const items =
    isRecord(response.result) && Array.isArray(response.result.items) ? response.result.items : [];
  return {
    ...response,
    result: items.filter(isRecord).map((item) => {
      const appeal = isRecord(item.appeal) ? item.appeal : {};
      return {
        id: text(appeal.id),
        subject: text(appeal.subject),
        subjectLabel: text(appeal.subjectLabel),
        status: text(item.status),
        lastMessage: parseMessage(item.lastMessage),
      };
    }),
  };
}

export async function getMessages(idAppeal: string): Promise<ApiResponse<AppealMessage[]>> {
  const response = await apiCall<unknown>(`${BASE}/getMessages/v1`, {
    ...AUTH,
    query: { idAppeal },
  });
  if (!isOk(response)) return response;
  const list =
    isRecord(response.result) && Array.isArray(response.result.messages)
      ? response.result.messages
      : [];
  return {
    ...response,
    result: list.map(parseMessage).filter((m): m is AppealMessage => m !== null),
  };
}

export async function sendMessage(
  idAppeal: string,
  message: string,
): Promise<ApiResponse<{ message: AppealMessage | null; status: string }>> {
  const response = await apiCall<unknown>(`${BASE}/messageRegistration/v1`, {
    ...AUTH,
    method: 'POST',
    json: true,
    body: { message, idAppeal: Number(idAppeal) },
  });
  if (!isOk(response)) return response;
  const result = isRecord(response.result) ? response.result : {};
  return {
    ...response,
    result: { message: parseMessage(result.message), status: text(result.status) },
  };
}
