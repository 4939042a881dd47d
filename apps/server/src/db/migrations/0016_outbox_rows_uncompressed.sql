-- An outbox row (a lead's email: about 300 characters of text and 1,700 of HTML) passes the 2 kB
-- at which PostgreSQL compresses a row's largest values, so every queued email had its HTML
-- compressed with pglz in the statement that stores the lead's answer (about 4 % of that
-- statement's time, decision 069), to be decompressed again a few seconds later when it is sent.
-- Rows live until sent and purged: up to a page they are stored as they are.
ALTER TABLE "mail_outbox" SET (toast_tuple_target = 8160);
