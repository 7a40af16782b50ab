// Only what the site uses: a component that a module of the first page loads on demand (the newsletter
// form, the age gate) must not be re-exported here, or the bundler pulls it into the first page.
export { LayoutShell, preloadLayout, type LayoutShellProps } from './components/layout-shell';
// The header, footer and banner load on demand with the frame (LayoutShell): their types only.
export type { HeaderProps, BasketPreviewProps, BasketPreviewLoader } from './components/header';
export type { FooterProps } from './components/footer';
export type { FundingBannerProps } from './components/funding-banner';
export { ageVerifiedCookie, isAgeVerified } from './age-verified';
export type { LoginPageProps } from './pages/login/login-page';
/** The `/login` page (the site routes it; it has no page type), loaded on demand. */
export const loginPage = () => import('./pages/login/login-page');
export { logoutAtom } from './atoms';
export { useLayoutMessages } from './messages';
