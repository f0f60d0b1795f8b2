// The dashboard lives in features/dashboard; this path stays for the route table's import.
export { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
