export { LayoutShell, type LayoutShellProps } from './components/layout-shell';
export { Header, type HeaderProps } from './components/header';
export { Footer, type FooterProps } from './components/footer';
export { NewsletterForm, type NewsletterFormProps } from './components/newsletter-form';
export {
  FundingBanner,
  bannerHiddenCookie,
  isBannerHidden,
  type FundingBannerProps,
} from './components/funding-banner';
export { AgeGate, type AgeGateProps } from './components/age-gate';
export { ageVerifiedCookie, isAgeVerified } from './age-verified';
export type { LoginPageProps } from './pages/login/login-page';
/** The `/login` page (the site routes it; it has no page type), loaded on demand. */
export const loginPage = () => import('./pages/login/login-page');
export { logoutAtom } from './atoms';
export { useLayoutMessages } from './messages';
