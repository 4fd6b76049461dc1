-- The fourteen EU allergens (Regulation (EU) No 1169/2011, Annex II), shared by every merchant.
INSERT INTO "allergens" ("id", "name", "image_url", "sort_order") VALUES
  ('GLUTEN', 'Gluten', NULL, 1),
  ('CRUSTACEANS', 'Skalldyr', NULL, 2),
  ('EGGS', 'Egg', NULL, 3),
  ('FISH', 'Fisk', NULL, 4),
  ('PEANUTS', 'Peanøtter', NULL, 5),
  ('SOYBEANS', 'Soya', NULL, 6),
  ('MILK', 'Melk', NULL, 7),
  ('NUTS', 'Nøtter', NULL, 8),
  ('CELERY', 'Selleri', NULL, 9),
  ('MUSTARD', 'Sennep', NULL, 10),
  ('SESAME', 'Sesamfrø', NULL, 11),
  ('SULPHITES', 'Svoveldioksid og sulfitter', NULL, 12),
  ('LUPIN', 'Lupin', NULL, 13),
  ('MOLLUSCS', 'Bløtdyr', NULL, 14)
ON CONFLICT ("id") DO NOTHING;
