-- The venue's details and terms (Venue screen) are shown by the footer and the terms through the public
-- catalogue cache, so a change to venue_settings announces itself like the catalogue's tables (0003).
CREATE TRIGGER venue_settings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venue_settings
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
