// HTTP for every provider; see the networking issue.
