export {
  apiCall,
  configureApi,
  isOk,
  buildUrl,
  REQUEST_ERROR_MESSAGE,
  type CallOptions,
} from './api-call';
export { downloadPdf, saveBlob, type DownloadResult } from './download-file';
export type { ApiResponse, ApiOk, ApiError, ErrorName } from '../contracts';
