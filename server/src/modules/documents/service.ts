// Document rules of the dialog (shared/domain/documents.ts): type required (STS or VU), the number
// in its type's format, no duplicate of the same type on the account. Changes run under the
// account lock so two concurrent adds of one number cannot both pass the duplicate check.
import {
  isDocumentType,
  normaliseSts,
  validateDocumentNumber,
  validateDocumentType,
  type DocumentType,
} from '@parking/shared/domain';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../http/envelope';
import { lockAccount, uniqueViolation } from '../profile/db-helpers';
import { assertUuid, notFound, ruleError } from '../profile/http';
import type { DocumentRow, ProfileDB } from '../profile/tables';
import { DocumentsRepository } from './repository';
import { documentView, type DocumentView } from './view';

export interface DocumentInput {
  id?: string | undefined;
  type?: string | undefined;
  number?: string | undefined;
}

export interface DocumentChangeResult {
  document: DocumentView;
  documents: DocumentView[];
}

function checkNumber(
  type: string | undefined,
  number: string | undefined,
  others: readonly DocumentRow[],
): { type: DocumentType; number: string } {
  const typeCode = validateDocumentType(type);
  if (typeCode) throw ruleError('type', typeCode);
  const sameType = others.filter((d) => d.type === type).map((d) => d.number);
  const code = validateDocumentNumber(type, number, sameType);
  if (code) throw ruleError('number', code, code === 'document.occupied' ? 409 : 400);
  return { type: type as DocumentType, number: normaliseSts(number) };
}

function translateConflict(error: unknown): never {
  if (uniqueViolation(error) !== null) throw ruleError('number', 'document.occupied', 409);
  throw error;
}

export class DocumentsService {
  constructor(private readonly db: Kysely<ProfileDB>) {}

  async list(accountId: string): Promise<DocumentView[]> {
    return (await new DocumentsRepository(this.db).list(accountId)).map(documentView);
  }

  /** POST /api/profile/document {type, number}. */
  async create(accountId: string, input: DocumentInput): Promise<DocumentChangeResult> {
    checkNumber(input.type, input.number, []);
    return this.inAccount(accountId, async (repo, documents) => {
      const valid = checkNumber(input.type, input.number, documents);
      return (await repo.insert(accountId, valid.type, valid.number).catch(translateConflict)).id;
    });
  }

  /** PUT /api/profile/document {id, type?, number}: an absent type keeps the stored one. */
  async update(accountId: string, input: DocumentInput): Promise<DocumentChangeResult> {
    const id = this.requireId(input);
    if (input.type !== undefined && !isDocumentType(input.type))
      throw ruleError('type', 'document.typeRequired');
    return this.inAccount(accountId, async (repo, documents) => {
      const target = documents.find((d) => d.id === id);
      if (!target) throw notFound('document', 'id');
      const valid = checkNumber(
        input.type ?? target.type,
        input.number,
        documents.filter((d) => d.id !== id),
      );
      return (await repo.update(accountId, id, valid.type, valid.number).catch(translateConflict))
        .id;
    });
  }

  /** DELETE /api/profile/document {id} -> the remaining documents. */
  async remove(accountId: string, input: DocumentInput): Promise<{ documents: DocumentView[] }> {
    const id = this.requireId(input);
    const documents = await this.db.transaction().execute(async (trx) => {
      const repo = await this.lockedRepo(trx, accountId);
      if (!(await repo.list(accountId)).some((d) => d.id === id)) throw notFound('document', 'id');
      await repo.delete(accountId, id);
      return repo.list(accountId);
    });
    return { documents: documents.map(documentView) };
  }

  private requireId(input: DocumentInput): string {
    if (!input.id) throw ruleError('id', 'RequiredField');
    assertUuid(input.id, 'document');
    return input.id;
  }

  private async lockedRepo(
    trx: Transaction<ProfileDB>,
    accountId: string,
  ): Promise<DocumentsRepository> {
    if (!(await lockAccount(trx, accountId)))
      throw new AppError('TokenNotFound', 401, 'Token not found');
    return new DocumentsRepository(trx);
  }

  private async inAccount(
    accountId: string,
    change: (repo: DocumentsRepository, documents: DocumentRow[]) => Promise<string>,
  ): Promise<DocumentChangeResult> {
    const result = await this.db.transaction().execute(async (trx) => {
      const repo = await this.lockedRepo(trx, accountId);
      const id = await change(repo, await repo.list(accountId));
      return { id, list: await repo.list(accountId) };
    });
    const documents = result.list.map(documentView);
    return { document: documents.find((d) => d.id === result.id)!, documents };
  }
}
