/**
 * The technician's own screens beside the job pages, each loaded on its own. The route table reaches them through
 * this small module, so the lists of files each screen needs sit here and not in the JavaScript every page loads
 * first.
 */
export const technicianScreens = {
  earnings: () => import('../../features/maintenance/pages/earnings-page.tsx'),
};
