-- Public catalogue answers are cached in memory by every API process; any change to what they show,
-- by any process or by hand, announces itself on the channel 'catalogue_changed' so caches drop at once.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY[
    'consoles', 'rooms', 'units', 'unit_consoles', 'genres', 'games', 'game_genres', 'game_consoles',
    'unit_games', 'banners', 'faqs', 'fnb_categories', 'fnbs', 'promos', 'taxes', 'service_fees',
    'rewards', 'reviews'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()',
      table_name || '_catalogue_changed', table_name
    );
  END LOOP;
END;
$$;
