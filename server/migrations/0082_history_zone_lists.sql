-- Operations history: the zone filter also finds an operation made for several zones (a
-- subscription bought for '101,102' is one operation with that list in its zone). The exact zone
-- keeps 0050's index; the lists are few, so this partial index holds only them, in each account's
-- page order, and a filtered page walks both indexes in order instead of sorting every match.
-- The repository's query repeats this predicate literally so the planner can use the index.
CREATE INDEX operations_account_zone_list_date_idx ON operations (account_id, date_operation DESC, id DESC) WHERE zone LIKE '%,%';
