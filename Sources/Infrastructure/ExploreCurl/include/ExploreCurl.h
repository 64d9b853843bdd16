#ifndef EXPLORE_CURL_H
#define EXPLORE_CURL_H

/// libcurl, loaded at run time, for explore's HTTP exchanges on Linux.
///
/// explore does not link libcurl, nor need its headers to build: the
/// library that FoundationNetworking itself runs on (`libcurl.so.4`) is
/// opened with `dlopen` by `explore_curl_load`, and these functions call it
/// through pointers found with `dlsym`. They exist because libcurl's
/// `curl_easy_setopt` and `curl_easy_getinfo` take variable arguments,
/// which Swift cannot call; here each is called through a pointer of its
/// true, variadic type, one wrapper per argument type.
///
/// The option and information numbers are libcurl's (`include/curl/curl.h`),
/// part of its stable ABI; the Swift side names the ones it uses.

#include <stddef.h>

/// Opens libcurl and resolves every function below, once a process, and
/// calls `curl_global_init`. Returns NULL when all is ready, else why not
/// (a static string): no libcurl, or one older than 7.68.0 (no
/// `curl_multi_poll` or `curl_multi_wakeup`).
const char *explore_curl_load(void);

void *explore_curl_easy_init(void);
void explore_curl_easy_cleanup(void *easy);
int explore_curl_easy_setopt_long(void *easy, int option, long value);
int explore_curl_easy_setopt_pointer(void *easy, int option, const void *value);
int explore_curl_easy_setopt_offset(void *easy, int option, long long value);
int explore_curl_easy_getinfo_long(void *easy, int info, long *value);
int explore_curl_easy_getinfo_string(void *easy, int info, const char **value);
const char *explore_curl_easy_strerror(int code);

void *explore_curl_slist_append(void *list, const char *text);
void explore_curl_slist_free_all(void *list);

void *explore_curl_multi_init(void);
int explore_curl_multi_cleanup(void *multi);
int explore_curl_multi_add_handle(void *multi, void *easy);
int explore_curl_multi_remove_handle(void *multi, void *easy);
int explore_curl_multi_perform(void *multi, int *running);
/// Waits, blocked, for activity on the transfers' sockets, for libcurl's
/// next timer, for `explore_curl_multi_wakeup`, or for `timeout_ms`.
int explore_curl_multi_poll(void *multi, int timeout_ms);
/// Wakes `explore_curl_multi_poll` up; safe from any thread.
int explore_curl_multi_wakeup(void *multi);
/// The next finished transfer: 1, with its easy handle and result code,
/// or 0 when no transfer has finished since the last call.
int explore_curl_multi_next_done(void *multi, void **easy, int *result);

#endif
