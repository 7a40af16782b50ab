export { NavigationProvider, useNavigate, type Navigate, type NavigateOptions } from './navigation';
export { useHashState, type HashStateOptions } from './hash-state';
