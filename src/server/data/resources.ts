import type { Resource } from './Resource';
import { announcements } from './resources/announcements';
import { auditLog } from './resources/auditLog';
import { asnList, asnSubscriptions } from './resources/asnResources';
import { commandLog, commandPerf } from './resources/commandLog';
import { customReportRequests, emailReports, myReportRequests, onlineCustomers, userActivity } from './resources/portalReports';
import { passwordHistory } from './resources/passwordHistory';
import { papsShipments, papsStats } from './resources/papsStats';
import { bols, finalizedBols, flaggedBols } from './resources/bols';
import { savedLabels } from './resources/savedLabels';
import { bolAddresses, productDescriptions } from './resources/bolBooks';
import { claims } from './resources/claims';
import { collectionResources } from './resources/collections';
import { billingAdminResources } from './resources/billingAdmin';
import { billingReportResources } from './resources/billingReports';
import { billingMoneyResources } from './resources/billingMoney';
import { companies } from './resources/companies';
import { customers } from './resources/customers';
import { doclibDocuments } from './resources/doclibDocuments';
import { doclibPolicies } from './resources/doclibPolicies';
import { claimProcessing, disputes } from './resources/disputes';
import { environment } from './resources/environment';
import { exchangeRates, formQueue } from './resources/formQueue';
import { languages } from './resources/languages';
import { accountAging, invoiceHistory, proStatements, statements } from './resources/ledger';
import { masterconfigs } from './resources/masterconfigs';
import { menuAdminResources } from './resources/menuAdminResources';
import { openItems } from './resources/openItems';
import { contacts, imageSubscriptions, shipmentNotifications } from './resources/notificationResources';
import { pickups } from './resources/pickups';
import { pushreports } from './resources/pushreports';
import { pushreportResults } from './resources/pushreportResults';
import { exportFiles } from './resources/exportFiles';
import { customReportList } from './resources/customReportList';
import { customReportAdminSchedules, customReportArchive, customReportSchedules } from './resources/reportSchedules';
import { reportExceptions } from './resources/reportExceptions';
import { jobQueue } from './resources/jobQueue';
import { quoteHistory, quoteReport, quoteTerminalReport, quotingUsers } from './resources/quotes';
import { directPoints, fuelTable, guaranteedPoints, ratingPoints } from './resources/rating';
import { shipments, shipmentsByDelivery } from './resources/shipments';
import { skeletonAccounts } from './resources/skeletonAccounts';
import { signinlog } from './resources/signinlog';
import { podList, shipmentImageList } from './resources/traceDocuments';
import { translations } from './resources/translations';
import { userpresets } from './resources/userpresets';
import { users } from './resources/users';
import { usertypes } from './resources/usertypes';

/**
 * Every resource of the data layer by the name the catalogue gives it (a grid
 * call's `grid.source`, another call's `resource.name`).
 */
export const resources: Record<string, Resource> = {
  ...menuAdminResources,
  ...collectionResources,
  ...billingAdminResources,
  ...billingReportResources,
  ...billingMoneyResources,
  announcements,
  asnList,
  asnSubscriptions,
  auditLog,
  commandLog,
  commandPerf,
  onlineCustomers,
  userActivity,
  emailReports,
  customReportRequests,
  papsStats,
  papsShipments,
  myReportRequests,
  passwordHistory,
  bols,
  finalizedBols,
  flaggedBols,
  savedLabels,
  bolAddresses,
  productDescriptions,
  claims,
  companies,
  contacts,
  customers,
  doclibDocuments,
  doclibPolicies,
  imageSubscriptions,
  shipmentNotifications,
  environment,
  exchangeRates,
  formQueue,
  languages,
  masterconfigs,
  openItems,
  statements,
  invoiceHistory,
  proStatements,
  accountAging,
  disputes,
  claimProcessing,
  pickups,
  pushreports,
  pushreportResults,
  exportFiles,
  customReportList,
  customReportSchedules,
  customReportAdminSchedules,
  customReportArchive,
  reportExceptions,
  jobQueue,
  quoteHistory,
  quoteReport,
  quoteTerminalReport,
  quotingUsers,
  ratingPoints,
  directPoints,
  guaranteedPoints,
  fuelTable,
  shipments,
  shipmentsByDelivery,
  podList,
  shipmentImageList,
  skeletonAccounts,
  signinlog,
  translations,
  userpresets,
  users,
  usertypes,
};
