export {
  DayList,
  TimeSlot,
  timeSlotVariants,
  type DayListProps,
  type TimeSlotProps,
  type DayOption,
  type SlotValue,
  type SlotLabelDetail,
} from './day-list';
export { formatSlotTime } from './format-slot-time';
