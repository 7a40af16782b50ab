export { Card, cardVariants, CardImagePlaceholder, type CardProps } from './card';
export { ExperienceCard, type ExperienceCardProps } from './experience-card';
export { ProductCard, type ProductCardProps } from './product-card';
