-- 1C exchange (issue #12): goods a packaged full catalogue listed, hidden-if-absent at session end.
CREATE TABLE "exchange_listed" (
	"session_id" integer NOT NULL,
	"external_id" text NOT NULL,
	CONSTRAINT "exchange_listed_session_id_external_id_pk" PRIMARY KEY("session_id","external_id")
);
