import { DayPicker, type DateRange } from 'react-day-picker';
import { th } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import { isoToLocalDate, localDateToIso } from '@islandstay/web-common/lib/dates';
import type { StayRange } from './stay-dates-field.tsx';
import styles from './stay-calendar.module.css';

interface StayCalendarProps {
  mode: 'range' | 'single';
  checkIn: string;
  checkOut: string;
  today: IsoDate;
  language: string;
  onChange: (range: StayRange) => void;
}

/** Days before today on the island cannot be picked; months before this one are not shown. */
export default function StayCalendar({ mode, checkIn, checkOut, today, language, onChange }: StayCalendarProps) {
  const todayDate = isoToLocalDate(today);
  const common = {
    disabled: { before: todayDate },
    startMonth: todayDate,
    defaultMonth: checkIn ? isoToLocalDate(checkIn) : todayDate,
    locale: language === 'th' ? th : undefined,
    // Six full weeks: the popover keeps one height from month to month, and the first days of the
    // next month can be picked without paging (a stay that starts at the end of a month).
    showOutsideDays: true,
    fixedWeeks: true,
    className: styles.calendar,
  };

  if (mode === 'single') {
    return <DayPicker {...common} mode="single" selected={checkIn ? isoToLocalDate(checkIn) : undefined} onSelect={(date) => onChange({ checkIn: date ? localDateToIso(date) : '', checkOut: '' })} />;
  }

  const selected: DateRange | undefined = checkIn ? { from: isoToLocalDate(checkIn), to: checkOut ? isoToLocalDate(checkOut) : undefined } : undefined;
  return (
    <DayPicker
      {...common}
      mode="range"
      min={1}
      selected={selected}
      onSelect={(range) => onChange({ checkIn: range?.from ? localDateToIso(range.from) : '', checkOut: range?.to && range.from && range.to > range.from ? localDateToIso(range.to) : '' })}
    />
  );
}
