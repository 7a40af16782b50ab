export { MemberCard, memberCardVariants, type MemberCardProps, type MemberCardLabels } from './member-card';
