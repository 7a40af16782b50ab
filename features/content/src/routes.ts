/** The content slice's endpoints, by part: the lists' and the requests' (each table written once beside its calls). */
export { listRoutes } from './lists/routes';
export { requestRoutes } from './requests/routes';
