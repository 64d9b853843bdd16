#include "ExploreCurl.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <pthread.h>

// NB: libcurl's own types, as its headers declare them; pointers stand
// for the opaque handles.
typedef int (*easy_setopt_t)(void *, int, ...);
typedef int (*easy_getinfo_t)(void *, int, ...);
typedef void *(*easy_init_t)(void);
typedef void (*easy_cleanup_t)(void *);
typedef const char *(*easy_strerror_t)(int);
typedef void *(*slist_append_t)(void *, const char *);
typedef void (*slist_free_all_t)(void *);
typedef void *(*multi_init_t)(void);
typedef int (*multi_handle_t)(void *, void *);
typedef int (*multi_cleanup_t)(void *);
typedef int (*multi_perform_t)(void *, int *);
typedef int (*multi_poll_t)(void *, void *, unsigned int, int, int *);
typedef int (*multi_wakeup_t)(void *);
typedef int (*global_init_t)(long);

/// `struct CURLMsg` of `curl/multi.h`.
struct explore_curl_message {
  int msg;
  void *easy_handle;
  union {
    void *whatever;
    int result;
  } data;
};
typedef struct explore_curl_message *(*multi_info_read_t)(void *, int *);

static struct {
  easy_setopt_t easy_setopt;
  easy_getinfo_t easy_getinfo;
  easy_init_t easy_init;
  easy_cleanup_t easy_cleanup;
  easy_strerror_t easy_strerror;
  slist_append_t slist_append;
  slist_free_all_t slist_free_all;
  multi_init_t multi_init;
  multi_cleanup_t multi_cleanup;
  multi_handle_t multi_add_handle;
  multi_handle_t multi_remove_handle;
  multi_perform_t multi_perform;
  multi_poll_t multi_poll;
  multi_wakeup_t multi_wakeup;
  multi_info_read_t multi_info_read;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = "libcurl was not loaded";

static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) library = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    load_failure = "libcurl (libcurl.so.4) could not be opened";
    return;
  }
#define RESOLVE(field, name)                                                                    \
  curl.field = (__typeof__(curl.field))dlsym(library, name);                                   \
  if (curl.field == NULL) {                                                                     \
    load_failure = "libcurl is older than 7.68.0: it has no " name;                            \
    return;                                                                                     \
  }
  RESOLVE(easy_setopt, "curl_easy_setopt")
  RESOLVE(easy_getinfo, "curl_easy_getinfo")
  RESOLVE(easy_init, "curl_easy_init")
  RESOLVE(easy_cleanup, "curl_easy_cleanup")
  RESOLVE(easy_strerror, "curl_easy_strerror")
  RESOLVE(slist_append, "curl_slist_append")
  RESOLVE(slist_free_all, "curl_slist_free_all")
  RESOLVE(multi_init, "curl_multi_init")
  RESOLVE(multi_cleanup, "curl_multi_cleanup")
  RESOLVE(multi_add_handle, "curl_multi_add_handle")
  RESOLVE(multi_remove_handle, "curl_multi_remove_handle")
  RESOLVE(multi_perform, "curl_multi_perform")
  RESOLVE(multi_poll, "curl_multi_poll")
  RESOLVE(multi_wakeup, "curl_multi_wakeup")
  RESOLVE(multi_info_read, "curl_multi_info_read")
#undef RESOLVE
  global_init_t global_init = (global_init_t)dlsym(library, "curl_global_init");
  // NB: CURL_GLOBAL_ALL (3); libcurl counts the calls, so FoundationNetworking
  // calling it too is harmless.
  if (global_init == NULL || global_init(3) != 0) {
    load_failure = "libcurl could not be initialised (curl_global_init)";
    return;
  }
  load_failure = NULL;
}

const char *explore_curl_load(void) {
  pthread_once(&load_once, load);
  return load_failure;
}

void *explore_curl_easy_init(void) { return curl.easy_init(); }
void explore_curl_easy_cleanup(void *easy) { curl.easy_cleanup(easy); }
int explore_curl_easy_setopt_long(void *easy, int option, long value) { return curl.easy_setopt(easy, option, value); }
int explore_curl_easy_setopt_pointer(void *easy, int option, const void *value) { return curl.easy_setopt(easy, option, value); }
int explore_curl_easy_setopt_offset(void *easy, int option, long long value) { return curl.easy_setopt(easy, option, value); }
int explore_curl_easy_getinfo_long(void *easy, int info, long *value) { return curl.easy_getinfo(easy, info, value); }
int explore_curl_easy_getinfo_string(void *easy, int info, const char **value) { return curl.easy_getinfo(easy, info, value); }
const char *explore_curl_easy_strerror(int code) { return curl.easy_strerror(code); }

void *explore_curl_slist_append(void *list, const char *text) { return curl.slist_append(list, text); }
void explore_curl_slist_free_all(void *list) { curl.slist_free_all(list); }

void *explore_curl_multi_init(void) { return curl.multi_init(); }
int explore_curl_multi_cleanup(void *multi) { return curl.multi_cleanup(multi); }
int explore_curl_multi_add_handle(void *multi, void *easy) { return curl.multi_add_handle(multi, easy); }
int explore_curl_multi_remove_handle(void *multi, void *easy) { return curl.multi_remove_handle(multi, easy); }
int explore_curl_multi_perform(void *multi, int *running) { return curl.multi_perform(multi, running); }
int explore_curl_multi_poll(void *multi, int timeout_ms) { return curl.multi_poll(multi, NULL, 0, timeout_ms, NULL); }
int explore_curl_multi_wakeup(void *multi) { return curl.multi_wakeup(multi); }

int explore_curl_multi_next_done(void *multi, void **easy, int *result) {
  int left = 0;
  struct explore_curl_message *message;
  // NB: CURLMSG_DONE is 1; no other message exists.
  while ((message = curl.multi_info_read(multi, &left)) != NULL) {
    if (message->msg != 1) continue;
    *easy = message->easy_handle;
    *result = message->data.result;
    return 1;
  }
  return 0;
}

#else

// NB: elsewhere URLSession is Foundation's own and has no busy wait; the
// library uses it, and this module is not linked in.
const char *explore_curl_load(void) { return "libcurl is loaded only on Linux"; }

#endif
