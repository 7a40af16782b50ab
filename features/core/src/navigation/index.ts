export { NavigationProvider, useNavigate, type Navigate } from './navigation';
export { useHashState, type HashStateOptions } from './hash-state';
