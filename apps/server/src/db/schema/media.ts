import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { forms } from "./forms";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const formYardSizeMedia = pgTable(
  "form_yard_size_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    sizeCategory: text("size_category").notNull(),
    mediaUrl: text("media_url").notNull(),
    storagePath: text("storage_path").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("form_yard_size_media_form_size_idx").on(t.formId, t.sizeCategory, t.createdAt.desc())],
);

export const adminYardSizeMedia = pgTable("admin_yard_size_media", {
  id: uuid("id").primaryKey().defaultRandom(),
  sizeCategory: text("size_category").notNull(),
  mediaUrl: text("media_url").notNull(),
  storagePath: text("storage_path").notNull(),
  mediaType: text("media_type").notNull().default("gif"),
  originalFilename: text("original_filename"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: ts("created_at").notNull().defaultNow(),
});
