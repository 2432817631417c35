-- Operations history (issue 6): the corporate Driver filter. Without it a page filtered by a driver
-- who made few operations walks the account's whole history (0050 covers type, vehicle and zone;
-- the order number is UNIQUE).
CREATE INDEX operations_account_driver_date_idx ON operations (account_id, driver_phone, date_operation DESC, id DESC);
