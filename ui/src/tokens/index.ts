export { colourTokens, contrastPairs, brands, type ColourToken, type BrandId } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
