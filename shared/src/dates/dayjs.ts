import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/nb.js';

/*
 * The one configured dayjs: UTC and IANA time zones for calendar days, relative times, Norwegian names. Every date
 * helper in shared/src/dates uses it, so the plugins are set up once.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

export { dayjs };
export type { ConfigType, Dayjs } from 'dayjs';
