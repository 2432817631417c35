// /api/profile/document: add, edit and delete (the spec leaves the calls to us; the server mirrors them).
import { apiCall } from '@parking/shared/api';
import { normaliseDocumentNumber, type DocumentType } from '@parking/shared/domain';

const PRIVATE = { userType: 'private' } as const;

export function addDocument(type: DocumentType, number: string) {
  return apiCall<unknown>('/profile/document', {
    ...PRIVATE,
    method: 'POST',
    body: { type, number: normaliseDocumentNumber(number) },
  });
}

export function editDocument(id: string, type: DocumentType, number: string) {
  return apiCall<unknown>('/profile/document', {
    ...PRIVATE,
    method: 'PUT',
    body: { id, type, number: normaliseDocumentNumber(number) },
  });
}

export function deleteDocument(id: string) {
  return apiCall<unknown>('/profile/document', { ...PRIVATE, method: 'DELETE', body: { id } });
}
