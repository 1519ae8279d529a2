# A one-route HTTP/1.0 server: GET /code answers a code drawn when the service starts, so an
# agent cannot know it without asking, and the verifier can ask again.
use strict;
use warnings;
use IO::Socket::INET;

$| = 1;
my $code = sprintf('%08x', int(rand(2**32)));
my $server = IO::Socket::INET->new(LocalPort => 8080, Listen => 16, ReuseAddr => 1)
  or die "cannot listen on 8080: $!";
print "listening on 8080\n";
while (my $client = $server->accept) {
  my $request = <$client>;
  next unless defined $request;    # a health probe that only connects
  while (my $line = <$client>) { last if $line =~ /^\r?\n$/ }
  my ($path) = $request =~ m{^GET (\S+)};
  my ($status, $body) = (defined $path && $path eq '/code') ? ('200 OK', "$code\n") : ('404 Not Found', "no such route\n");
  print "GET ", ($path // '?'), " -> $status\n";
  print $client "HTTP/1.0 $status\r\nContent-Type: text/plain\r\nContent-Length: " . length($body) . "\r\n\r\n$body";
  close $client;
}
