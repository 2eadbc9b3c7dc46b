-- Full-text indexes for the offline assistant's search (lib/server/ai/search-catalogue.ts). Each index
-- expression is exactly the one the search's WHERE clause uses, so the planner can use it.
CREATE INDEX "courses_search_idx" ON "courses" USING GIN (to_tsvector('english', "name" || ' ' || "description"));
CREATE INDEX "chapters_search_idx" ON "chapters" USING GIN (to_tsvector('english', "name"));
CREATE INDEX "contents_search_idx" ON "contents" USING GIN (to_tsvector('english', "name" || ' ' || "description"));
CREATE INDEX "assessments_search_idx" ON "assessments" USING GIN (to_tsvector('english', "question"));
