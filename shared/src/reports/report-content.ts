import { recommendationUrgencies, type RecommendationUrgency } from './report.constants.ts';
import type { ReportDto, ReportGroupDto, ReportRecommendationDto, ReportTaskWithItemsDto } from './report.dto.ts';

/*
 * How a report is laid out for a reader, the same in the client's report view and in the first screen the server
 * renders of it.
 */

/**
 * Whether a report has anything to show a reader: a summary, a recommendation, a reading, a next service, a task
 * looked at, a note or a photo. A report the mechanic has not started is "not yet ready".
 */
export function hasContent(report: ReportDto): boolean {
  return (
    report.summary.trim() !== '' ||
    report.recommendations.length > 0 ||
    report.mileageKm !== null ||
    report.nextServiceDate !== null ||
    report.nextServiceKm !== null ||
    report.tasks.some((task) => task.status !== 'todo' || task.entries.length > 0 || task.media.length > 0)
  );
}

/** The recommendations by urgency, the most urgent first (now, within a month, at the next service); empty ones left out. */
export function recommendationsByUrgency(
  recommendations: readonly ReportRecommendationDto[],
): { urgency: RecommendationUrgency; items: ReportRecommendationDto[] }[] {
  return recommendationUrgencies
    .map((urgency) => ({ urgency, items: recommendations.filter((item) => item.urgency === urgency) }))
    .filter((group) => group.items.length > 0);
}

/** A section of tasks: a booked service's checklist, or (group null) the tasks the mechanic added. */
export interface TaskSection {
  group: ReportGroupDto | null;
  tasks: ReportTaskWithItemsDto[];
}

/**
 * The tasks by booked service in the request's order, each in `position` order; tasks of no booked service (added
 * by the mechanic) last, in one section of their own. Empty sections are left out.
 */
export function taskSections(report: ReportDto): TaskSection[] {
  const byPosition = [...report.tasks].sort((a, b) => a.position - b.position);
  const slugs = new Set(report.groups.map((group) => group.slug));
  const sections: TaskSection[] = report.groups.map((group) => ({
    group,
    tasks: byPosition.filter((task) => task.group === group.slug),
  }));
  sections.push({ group: null, tasks: byPosition.filter((task) => task.group === null || !slugs.has(task.group)) });
  return sections.filter((section) => section.tasks.length > 0);
}

/** A photo's thumbnail size: its own at most `maxPx` on the longer side (what the server makes), for width/height. */
export function thumbnailSize(
  width: number | null,
  height: number | null,
  maxPx: number,
): { width: number; height: number } {
  if (!width || !height) return { width: maxPx, height: maxPx };
  const scale = Math.min(1, maxPx / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
