-- The orders section's clients for wrk (bench/order-load.ts): each request a real order of one
-- of the prepared players (their Authorization headers, one a line in a file), with a fresh
-- Idempotency-Key (the run's id, the thread's and a count: runs never share one).
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

-- Arguments: the players file, the run's id, the threads' count, the order's JSON body and the
-- file done() writes the answered orders' ids to (one a line).
-- Each thread takes every n-th player of the file, so the threads never send one player's orders
-- at once; within a thread they come in turn, far apart.
function init(args)
  local all = {}
  for line in io.lines(args[1]) do table.insert(all, line) end
  auths = {}
  for i = id + 1, #all, tonumber(args[3]) do table.insert(auths, all[i]) end
  run = args[2]
  -- wrk calls request() once on the first thread's state before any connection opens, to check
  -- the request it builds (script_verify_request): a request never sent, so that count starts at -1.
  sent = id == 0 and -1 or 0
  failures = {}
  placed = {}
  body = args[4]
  placedFile = args[5]
end

function request()
  sent = sent + 1
  local headers = {
    ["authorization"] = auths[(sent % #auths) + 1],
    ["idempotency-key"] = run .. "-" .. id .. "-" .. sent,
    ["content-type"] = "application/json",
  }
  return wrk.format("POST", "/api/v1/game/orders", headers, body)
end

function response(status, headers, body)
  if status == 201 then
    table.insert(placed, body:match('"orderId":"(%d+)"') or "none")
  else
    local key = tostring(status)
    failures[key] = (failures[key] or 0) + 1
  end
end

-- The ids of the orders answered 201 into their file, and one JSON line for order-load.ts: the
-- requests sent and answered, the time, the latencies (µs; wrk keeps one histogram for every
-- answer, and a run with any answer but 201 fails its bar anyway) and what was not 201.
function done(summary, latency, requests)
  local failed = {}
  local sentByAll = 0
  local file = assert(io.open(threads[1]:get("placedFile"), "w"))
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("failures")) do failed[status] = (failed[status] or 0) + n end
    for _, order in ipairs(thread:get("placed")) do file:write(order, "\n") end
    sentByAll = sentByAll + thread:get("sent")
  end
  file:close()
  local e = summary.errors
  local errors = e.connect + e.read + e.write + e.timeout
  if errors > 0 then failed["error"] = errors end
  local parts = {}
  for status, n in pairs(failed) do table.insert(parts, string.format('"%s":%d', status, n)) end
  io.write(string.format('WRK-RESULT {"sent":%d,"answers":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"failures":{%s}}\n',
    sentByAll, summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), table.concat(parts, ",")))
end
