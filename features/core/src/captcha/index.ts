export { requestCaptchaToken, createCaptcha, captchaScriptUrl, type CaptchaAction } from './captcha';
