export { NavigationProvider, useNavigate, type Navigate } from './navigation';
