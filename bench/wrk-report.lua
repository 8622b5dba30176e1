-- wrk's report for bench/run.ts: one JSON line at the end (latencies in microseconds). WRK_METHOD sets the method.
wrk.method = os.getenv("WRK_METHOD") or "GET"

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"failed":%d,"non2xx":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status,
    latency:percentile(50), latency:percentile(99)))
end
