/**
 * Calls that write audited tables without an audit entry yet, by call id, each with why it is tolerated:
 * the audit guard (auditGuard.ts) logs them as unaudited writes but does not fail them in strict mode.
 * Collected from api test runs (PORTAL_AUDIT_GUARD=log, PORTAL_AUDIT_GUARD_REPORT: README, audit log) before
 * other families landed their audit, so some listed calls may be audited already; it only ever shrinks: a family
 * that records its changes (recordChange / recordChangeAs in the change's transaction) takes its calls out.
 */
export const NOT_YET_AUDITED: Readonly<Record<string, string>> = {
  'announcements.create': 'writes announcement_customers, announcements without an audit entry yet',
  'announcements.delete': 'writes announcements without an audit entry yet',
  'announcements.update': 'writes announcement_customers, announcements without an audit entry yet',
  'bol.finalize': 'writes bols without an audit entry yet',
  'bol.labels': 'writes bols without an audit entry yet',
  'bol.save': 'writes bol_addresses, bols without an audit entry yet',
  'bol.template_create': 'writes bol_templates without an audit entry yet',
  'bol.template_delete': 'writes bol_templates without an audit entry yet',
  'bol.template_update': 'writes bol_templates without an audit entry yet',
  'claims.attachments_delete': 'writes claim_attachments, claims without an audit entry yet',
  'claims.attachments_upload': 'writes claim_attachments, claims without an audit entry yet',
  'commands.create': 'writes commands without an audit entry yet',
  'custom_reports.schedule_delete': 'writes custom_reports without an audit entry yet',
  'custom_reports.template_delete': 'writes custom_report_templates without an audit entry yet',
  'doclib.document_create': 'writes doclib_documents, doclib_files without an audit entry yet',
  'doclib.document_delete': 'writes doclib_documents, doclib_files without an audit entry yet',
  'doclib.document_update': 'writes doclib_documents without an audit entry yet',
  'form.submission_reject': 'writes form_submission_history, form_submissions without an audit entry yet',
  'form.submission_review': 'writes form_submission_history, form_submissions without an audit entry yet',
  'label.create': 'writes saved_labels without an audit entry yet',
  'label.update': 'writes saved_labels without an audit entry yet',
  'languages.translations_mass_update': 'writes translations without an audit entry yet',
  'menu_help.create': 'writes menu_help without an audit entry yet',
  'menu_help.update': 'writes menu_help without an audit entry yet',
  'menugroups.menu_link_update': 'writes group_menus without an audit entry yet',
  'menus.create': 'writes top_menus without an audit entry yet',
  'menus.sidemenu_add': 'writes side_menus without an audit entry yet',
  'menus.sidemenu_create': 'writes side_menus without an audit entry yet',
  'online_quoting.skeleton_account_delete': 'writes skeleton_accounts, user_groups, users without an audit entry yet',
  'probill.add_event': 'writes asn_notices, shipment_events, shipments without an audit entry yet',
  'shipment_notification.subscribe_probill': 'writes shipment_notifications without an audit entry yet',
  'shorten_urls.create': 'writes short_urls without an audit entry yet',
  'statements_portal.dispute_attachments_upload': 'writes dispute_attachments without an audit entry yet',
  'users.lock_unlock': 'writes users without an audit entry yet',
  'users.user_create': 'writes user_groups, users without an audit entry yet',
  'users.user_delete': 'writes user_groups, users without an audit entry yet',
  'users.user_update': 'writes user_groups, users without an audit entry yet',
};
