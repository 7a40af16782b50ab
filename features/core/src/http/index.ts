export { ApiError, isApiError, detailOf } from './api-error';
export { api, createClient, request } from './client';
