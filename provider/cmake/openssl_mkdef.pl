#!/usr/bin/env perl
# The linker version script of libcrypto/libssl, written from the ordinals
# file (util/lib*.num) for an OpenSSL source tree that lacks its own
# util/mkdef.pl (the openssl-src crate leaves it out: its builds are static).
# Called as OpenSSL's Makefile calls mkdef.pl; only --ordinals matters here:
#   --ordinals FILE   "name number version EXIST|NOEXIST::..." per line
# Every existing symbol is exported under OPENSSL_<version> (3_0_0 ->
# OPENSSL_3.0.0), each version node inheriting the previous one, as the
# shared libraries of a regular OpenSSL build do: a program or provider
# linked against a distribution's libcrypto.so.3 finds the versions it needs.
use strict;
use warnings;

my $ordinals;
while (@ARGV) {
    my $a = shift @ARGV;
    if ($a eq '--ordinals') { $ordinals = shift @ARGV; }
    elsif ($a =~ /^--(version|type|name|OS)$/) { shift @ARGV; }
}
die "openssl_mkdef.pl: --ordinals FILE required\n" unless defined $ordinals;
open(my $fh, '<', $ordinals) or die "openssl_mkdef.pl: $ordinals: $!\n";
my %by_version;
while (my $line = <$fh>) {
    next if $line =~ /^\s*(#|$)/;
    my ($name, $num, $ver, $status) = split /\s+/, $line;
    next unless defined $status && $status =~ /^EXIST:/;
    push @{$by_version{$ver}}, $name;
}
close $fh;
my @versions = sort {
    my @x = split /_/, $a; my @y = split /_/, $b;
    $x[0] <=> $y[0] || $x[1] <=> $y[1] || $x[2] <=> $y[2]
} keys %by_version;
my $prev;
for my $v (@versions) {
    (my $node = "OPENSSL_$v") =~ tr/_/./;
    $node =~ s/^OPENSSL\./OPENSSL_/;
    print "$node {\n    global:\n";
    print "        $_;\n" for sort @{$by_version{$v}};
    print "    local: *;\n" unless defined $prev;
    print defined $prev ? "} $prev;\n" : "};\n";
    $prev = $node;
}
