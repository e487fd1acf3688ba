export { ERROR_CODES, type ErrorCode } from './error-codes';
