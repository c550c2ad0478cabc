-- No public answer shows a promo (a code is checked, never listed), yet every booking with a promo
-- counts its use in promos.times_used, and its trigger (0003) dropped the whole public catalogue's
-- cache in every process: on a busy evening, every few seconds. Promos leave the catalogue's channel.
DROP TRIGGER IF EXISTS promos_catalogue_changed ON promos;
